// Compiler test style: dump() of mixed values: custom descriptions, optional classes, indent and maxItems
struct Tag: CustomStringConvertible {
  var text: String
  var description: String { "#" + text }
}

class Account {
  var owner: String
  var tags: [Tag]
  var parent: Account?
  init(owner: String, tags: [Tag], parent: Account? = nil) {
    self.owner = owner
    self.tags = tags
    self.parent = parent
  }
}

let root = Account(owner: "root", tags: [])
let child = Account(owner: "kid", tags: [Tag(text: "a")], parent: root)
dump(child)
dump(Tag(text: "solo"))
dump([Tag(text: "x"), Tag(text: "y")])
dump([1, 2, 3, 4, 5], maxItems: 3)
dump((1, (2, 3)), indent: 2)
let opt: Account? = nil
dump(opt, name: "none")
dump(Optional(Tag(text: "t")))
let shared = Account(owner: "s", tags: [])
dump([shared, shared])
// expect: ▿ main.Account #0
// expect:   - owner: "kid"
// expect:   ▿ tags: 1 element
// expect:     ▿ #a
// expect:       - text: "a"
// expect:   ▿ parent: Optional(main.Account)
// expect:     ▿ some: main.Account #1
// expect:       - owner: "root"
// expect:       - tags: 0 elements
// expect:       - parent: nil
// expect: ▿ #solo
// expect:   - text: "solo"
// expect: ▿ 2 elements
// expect:   ▿ #x
// expect:     - text: "x"
// expect:   ▿ #y
// expect:     - text: "y"
// expect: ▿ 5 elements
// expect:   - 1
// expect:   - 2
// expect:     (3 more children)
// expect:   ▿ (2 elements)
// expect:     - .0: 1
// expect:     ▿ .1: (2 elements)
// expect:       - .0: 2
// expect:       - .1: 3
// expect: - none: nil
// expect: ▿ Optional(#t)
// expect:   ▿ some: #t
// expect:     - text: "t"
// expect: ▿ 2 elements
// expect:   ▿ main.Account #0
// expect:     - owner: "s"
// expect:     - tags: 0 elements
// expect:     - parent: nil
// expect:   ▿ main.Account #0
