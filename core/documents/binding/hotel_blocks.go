package binding

import (
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/records"
)

// hotelBlockLabel names a stay so that two blocks of one hotel are told apart:
// the hotel's name when the project books it once; otherwise the name with the
// block's dates, its rooms by type and its confirmation, as a hotel's reservations
// desk tells two blocks of one group apart ("The Hoxton, Southwark (23–26 Feb:
// 1 suite, 3 double; ref. HOX-88213)"). At most limit bytes, cut at a whole rune.
func hotelBlockLabel(stays []records.Accommodation, a records.Accommodation, limit int) string {
	n := 0
	for _, s := range stays {
		if s.ProjectID == a.ProjectID && s.HotelName == a.HotelName {
			n++
		}
	}
	if n < 2 {
		return a.HotelName
	}
	var detail []string
	if a.CheckIn.Valid() && a.CheckOut.Valid() {
		detail = append(detail, fmt.Sprintf("%s to %s", a.CheckIn, a.CheckOut))
	}
	if rooms := roomTypes(a.Rooms); rooms != "" {
		detail = append(detail, rooms)
	}
	if a.Confirmation != "" {
		detail = append(detail, "ref. "+a.Confirmation)
	}
	label := a.HotelName
	if len(detail) > 0 {
		label += " (" + strings.Join(detail, "; ") + ")"
	}
	return cutRunes(label, limit)
}

// roomTypes counts rooms by type in the order the types first appear: "1 suite,
// 3 double".
func roomTypes(rooms []records.Room) string {
	var order []string
	count := map[string]int{}
	for _, r := range rooms {
		t := strings.TrimSpace(r.RoomType)
		if t == "" {
			t = "room"
		}
		if count[t] == 0 {
			order = append(order, t)
		}
		count[t]++
	}
	parts := make([]string, len(order))
	for i, t := range order {
		parts[i] = fmt.Sprintf("%d %s", count[t], t)
	}
	return strings.Join(parts, ", ")
}

// cutRunes returns s cut to at most limit bytes at a rune boundary.
func cutRunes(s string, limit int) string {
	if len(s) <= limit {
		return s
	}
	for limit > 0 && !utf8RuneStart(s[limit]) {
		limit--
	}
	return s[:limit]
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }
