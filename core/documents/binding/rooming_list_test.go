package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestRoomingListTotals(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name                     string
		kind                     records.Kind
		id                       kernel.ID
		stays, rooms, roomNights int
		cost                     int64
		firstGuests, firstRooms  int
	}{
		{"one stay", records.KindAccommodation, "a1", 1, 3, 6, 59600, 3, 3},
		{"every stay of the project", records.KindProject, "p1", 2, 4, 8, 96600, 3, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			src := daySheetTestSource(tt.kind, tt.id)
			var out map[string]any
			var err error
			if tt.kind == records.KindProject {
				out, err = roomingListFromProject(src)
			} else {
				out, err = roomingListFromAccommodation(src)
			}
			if err != nil {
				t.Fatal(err)
			}
			stays := out["stays"].([]any)
			if len(stays) != tt.stays || out["total_rooms"] != tt.rooms || out["total_room_nights"] != tt.roomNights {
				t.Errorf("%d stays, %v rooms, %v room nights; want %d, %d, %d", len(stays), out["total_rooms"], out["total_room_nights"], tt.stays, tt.rooms, tt.roomNights)
			}
			if got := out["total_cost"].(map[string]any)["amount"]; got != tt.cost {
				t.Errorf("cost %v, want %d", got, tt.cost)
			}
			first := stays[0].(map[string]any)
			if first["guest_count"] != tt.firstGuests || first["room_count"] != tt.firstRooms || first["nights"] != 2 {
				t.Errorf("first stay %v", first)
			}
			if c := out["booking_contact"].(map[string]any); c["name"] != "Elin Sandberg" || c["company"] != "Northern Lights Touring" {
				t.Errorf("booking contact %v, want the tour manager of the organization", c)
			}
		})
	}
}
