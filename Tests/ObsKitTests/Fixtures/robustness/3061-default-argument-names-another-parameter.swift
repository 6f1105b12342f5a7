// Class: crash (found by obsfuzz, seed 1, a mutation of a language corpus fixture: a result builder's `Element`
// whose `content` default became `{ tag = tag; [] }`). A default argument runs in a frame of its own holding slot 0
// only (a method's `self`, empty), but the resolver had named the parameters before it resolved the later ones'
// defaults, so `tag` in the third parameter's default was the init's slot 1: a closure capturing it read outside the
// frame, and the heap broke. Swift rejects a default that names another parameter; now the defaults are resolved
// before any parameter is named, and the run stops with an error instead.
struct Element {
    let tag: String
    let children: [String]
    init(_ tag: String, _ extra: Int = 0, content: () -> [String] = { tag = tag; [] }) {
        self.tag = tag
        children = content()
    }
}
print(Element("p").children)

// expect-error: value of type '<uninitialized>' has no member 'tag'
