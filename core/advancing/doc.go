// Package advancing is the advancing domain's model: advance packets with their
// sections and audiences, the packet graph, packet shells, send batches and the
// per-recipient delivery funnel. It is pure: it reads production records
// (projects, shows, venues, people, crew) from core/records and imports nothing
// but the kernel and those records.
//
// A tour advances a show by confirming every detail with the venue, the promoter
// and its own people before the day. A packet gathers that work: typed sections
// (schedule, production, hospitality, …) that someone must complete, and
// audiences (venue, promoter, crew, …) that each see some of the sections. A send
// batch is one merge send of a packet to one audience; each of its recipients
// moves through the funnel queued → sent → delivered → opened → viewed →
// acknowledged, or leaves it as bounced or failed.
package advancing
