package http

import (
	nethttp "net/http"
	"net/url"
	"strings"
)

// router finds a request's route with net/http's ServeMux and runs its chain: the
// middleware every request goes through (use), then the route's handlers. A path
// no pattern matches, or one that is not clean (ServeMux would redirect it), runs
// noRoute; a matched path without the request's method runs noMethod, with the
// path's methods in Allow. Patterns are ServeMux's, which are also OpenAPI's path
// templates: /api/v1/documents/{type}.
type router struct {
	mux      *nethttp.ServeMux
	paths    map[string]*pathRoutes
	use      []HandlerFunc
	noRoute  []HandlerFunc
	noMethod []HandlerFunc
}

// pathRoutes are the routes of one pattern, by method. The mux hands one back as
// the Handler that matched; the router runs its chains itself.
type pathRoutes struct {
	pattern string
	params  []pathParam // the pattern's wildcards, found once at registration
	chains  map[string][]HandlerFunc
	allow   string // the methods, in the order they were registered
}

// pathParam is a wildcard of a pattern: its name and the index of its segment.
type pathParam struct {
	name    string
	segment int
}

// ServeHTTP is never called: the router only asks the mux which pattern matches.
func (*pathRoutes) ServeHTTP(nethttp.ResponseWriter, *nethttp.Request) {}

func newRouter() *router {
	return &router{mux: nethttp.NewServeMux(), paths: map[string]*pathRoutes{}}
}

// Use adds middleware for every request, routed or not. It must come before
// Handle, NoRoute and NoMethod, which copy the middleware into their chains.
func (rt *router) Use(middleware ...HandlerFunc) {
	if len(rt.paths) > 0 || rt.noRoute != nil || rt.noMethod != nil {
		panic("http: router.Use after a route")
	}
	rt.use = append(rt.use, middleware...)
}

// Handle registers handlers for method on pattern.
func (rt *router) Handle(method, pattern string, handlers ...HandlerFunc) {
	p := rt.paths[pattern]
	if p == nil {
		p = &pathRoutes{pattern: pattern, params: patternParams(pattern), chains: map[string][]HandlerFunc{}}
		rt.mux.Handle(pattern, p) // panics on a pattern that conflicts with another
		rt.paths[pattern] = p
	}
	if _, dup := p.chains[method]; dup {
		panic("http: " + method + " " + pattern + " is registered twice")
	}
	p.chains[method] = rt.chain(handlers)
	if p.allow != "" {
		p.allow += ", "
	}
	p.allow += method
}

// NoRoute sets the handlers of a request no route matches.
func (rt *router) NoRoute(handlers ...HandlerFunc) { rt.noRoute = rt.chain(handlers) }

// NoMethod sets the handlers of a request whose path a route matches but not its
// method.
func (rt *router) NoMethod(handlers ...HandlerFunc) { rt.noMethod = rt.chain(handlers) }

func (rt *router) chain(handlers []HandlerFunc) []HandlerFunc {
	return append(append(make([]HandlerFunc, 0, len(rt.use)+len(handlers)), rt.use...), handlers...)
}

func (rt *router) ServeHTTP(w nethttp.ResponseWriter, r *nethttp.Request) {
	route, chain := "", rt.noRoute
	if h, _ := rt.mux.Handler(r); h != nil {
		if p, ok := h.(*pathRoutes); ok {
			if c, found := p.chains[r.Method]; found {
				route, chain = p.pattern, c
				p.setPathValues(r)
			} else {
				w.Header().Set("Allow", p.allow)
				chain = rt.noMethod
			}
		}
	}
	c := newContext(w, r, route, chain)
	c.Next()
	c.Writer.WriteHeaderNow()
}

// patternParams returns pattern's wildcards ({id}, {rest...}) with their segments.
func patternParams(pattern string) []pathParam {
	var params []pathParam
	for i, seg := range strings.Split(pattern, "/") {
		if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") {
			params = append(params, pathParam{name: strings.TrimSuffix(seg[1:len(seg)-1], "..."), segment: i})
		}
	}
	return params
}

// setPathValues sets r's path values from p's pattern, which matched r's path: the
// mux's Handler finds the pattern without setting them. A matched path is clean,
// so its segments line up with the pattern's.
func (p *pathRoutes) setPathValues(r *nethttp.Request) {
	if len(p.params) == 0 {
		return
	}
	got := strings.Split(r.URL.EscapedPath(), "/")
	for _, param := range p.params {
		if param.segment >= len(got) {
			continue
		}
		v, err := url.PathUnescape(got[param.segment])
		if err != nil {
			v = got[param.segment]
		}
		r.SetPathValue(param.name, v)
	}
}

// registered is one method and pattern the router serves.
type registered struct{ Method, Path string }

// Routes returns every method and pattern registered, in no particular order.
func (rt *router) Routes() []registered {
	var out []registered
	for _, p := range rt.paths {
		for m := range p.chains {
			out = append(out, registered{Method: m, Path: p.pattern})
		}
	}
	return out
}
