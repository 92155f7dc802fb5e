package demo

import "github.com/roadcase/roadcase/core/records"

// venueSpec describes a venue of the demo tables; key names it in ids.
type venueSpec struct {
	key, name, address, city, region, postal, country, zone string
	capacity                                                int
	phone, website                                          string
	contact, role                                           string // a person key and role, optional
}

// personSpec describes a person of the demo tables; key names it in ids.
type personSpec struct {
	key, first, last, email, phone, company, title string
}

func (b *builder) addVenues(specs []venueSpec) {
	for _, s := range specs {
		b.venues[s.key] = s
		v := records.Venue{ID: b.id("venue", s.key), OrgID: b.org, Name: s.name, Address: s.address,
			City: s.city, Region: s.region, PostalCode: s.postal, Country: s.country, TimeZone: s.zone,
			Capacity: s.capacity, Phone: s.phone, Website: s.website, CreatedAt: CreatedAt}
		if f, ok := venuePractice[s.key]; ok {
			v.Hospital, v.HospitalPhone, v.Parking, v.WiFi = f.hospital, f.hospitalPhone, f.parking, f.wifi
		}
		if s.contact != "" {
			v.Contacts = []records.ContactRole{{PersonID: b.person(s.contact), Role: s.role}}
		}
		b.d.Venues = append(b.d.Venues, v)
	}
}

func (b *builder) addPeople(specs []personSpec) {
	for _, s := range specs {
		b.d.People = append(b.d.People, records.Person{ID: b.person(s.key), OrgID: b.org,
			FirstName: s.first, LastName: s.last, Email: s.email, Phone: s.phone, Company: s.company,
			Title: s.title, CreatedAt: CreatedAt})
	}
}
