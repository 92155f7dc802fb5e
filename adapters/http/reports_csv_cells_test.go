package http

import (
	"encoding/json"
	"strconv"
)

// csvField is a JSON answer's cell as the CSV writes it: a number's digits, a
// string, true or false, and "" for null.
func csvField(cell any) string {
	switch v := cell.(type) {
	case json.Number:
		return v.String()
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	}
	return ""
}
