package app

import (
	"context"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// ShellRole is the lowest role that may create a packet shell (spec S15).
const ShellRole = identity.RoleManager

// ProjectGraph returns the packet graph of one of org's projects: its packets,
// their sections, audiences, contacts and send batches. KindNotFound for a project
// that is not org's.
func (s *Service) ProjectGraph(ctx context.Context, org kernel.ID, projectID string) (advancing.Graph, error) {
	project, err := s.project(ctx, org, projectID)
	if err != nil {
		return advancing.Graph{}, err
	}
	packets, err := s.d.Store.FindPackets(ctx, org, project.ID)
	if err != nil {
		return advancing.Graph{}, err
	}
	batches, err := s.d.Store.FindProjectBatches(ctx, org, project.ID)
	if err != nil {
		return advancing.Graph{}, err
	}
	d, err := s.d.Records.LoadDataset(ctx, org, records.DatasetFilter{ProjectID: project.ID})
	if err != nil {
		return advancing.Graph{}, err
	}
	return advancing.BuildGraph(project, packets, batches, d.People), nil
}

// CreateShell creates a packet shell for one of org's projects (see
// advancing.NewShell) on behalf of a caller holding role. KindForbidden (code
// "insufficient_role") below ShellRole; KindNotFound for a project that is not
// org's; KindInvalid for a bad request.
func (s *Service) CreateShell(ctx context.Context, org kernel.ID, role identity.Role, projectID string,
	req advancing.ShellRequest) (advancing.Packet, error) {
	if !role.AtLeast(ShellRole) {
		return advancing.Packet{}, kernel.Forbidden("insufficient_role", fmt.Sprintf(
			"creating an advance packet needs the %s role or above; yours is %s", ShellRole, role))
	}
	project, err := s.project(ctx, org, projectID)
	if err != nil {
		return advancing.Packet{}, err
	}
	d, err := s.d.Records.LoadDataset(ctx, org, records.DatasetFilter{ProjectID: project.ID})
	if err != nil {
		return advancing.Packet{}, err
	}
	p, err := advancing.NewShell(d, project, req, s.d.NewID, s.d.Clock.Now().UTC().Truncate(time.Microsecond))
	if err != nil {
		return advancing.Packet{}, err
	}
	if err := s.d.Store.CreatePacket(ctx, p); err != nil {
		return advancing.Packet{}, err
	}
	return p, nil
}

// Packet returns one of org's packets. KindNotFound if org has none with that id.
func (s *Service) Packet(ctx context.Context, org kernel.ID, packetID string) (advancing.Packet, error) {
	id, err := pathID(packetID, "advance packet")
	if err != nil {
		return advancing.Packet{}, err
	}
	return s.d.Store.FindPacket(ctx, org, id)
}

func (s *Service) project(ctx context.Context, org kernel.ID, projectID string) (records.Project, error) {
	id, err := pathID(projectID, "project")
	if err != nil {
		return records.Project{}, err
	}
	return s.d.Records.FindProjectByID(ctx, org, id)
}
