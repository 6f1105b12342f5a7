// Swift book style: deinitialization in a generic class hierarchy with stored object properties
class Resource {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  resource \(name) released") }
}

class Container<Item> {
    var items: [Item] = []
    let guardRes = Resource("container-guard")
    func put(_ item: Item) { items.append(item) }
    deinit { print("Container<\(Item.self)> deinit with \(items.count) items") }
}

class NamedContainer<Item>: Container<Item> {
    let name: String
    let extra = Resource("named-extra")
    init(name: String) {
        self.name = name
        super.init()
    }
    deinit { print("NamedContainer \(name) deinit") }
}

var c: Container<String>? = NamedContainer<String>(name: "words")
c!.put("a")
c!.put("b")
print(type(of: c!))
print("releasing words")
c = nil

var r: NamedContainer<Resource>? = NamedContainer(name: "resources")
r!.put(Resource("r1"))
r!.put(Resource("r2"))
print("releasing resources")
r = nil

let plain = Container<Int>()
plain.put(1)
print("plain holds \(plain.items)")
// expect: NamedContainer<String>
// expect: releasing words
// expect: NamedContainer words deinit
// expect: Container<String> deinit with 2 items
// expect:   resource container-guard released
// expect:   resource named-extra released
// expect: releasing resources
// expect: NamedContainer resources deinit
// expect: Container<Resource> deinit with 2 items
// expect:   resource r1 released
// expect:   resource r2 released
// expect:   resource container-guard released
// expect:   resource named-extra released
// expect: plain holds [1]
