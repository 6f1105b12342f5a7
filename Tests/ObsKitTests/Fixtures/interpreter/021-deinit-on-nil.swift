// deinit runs as soon as the last strong reference is set to nil.
class Resource {
    let name: String
    init(name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit {
        print("deinit \(name)")
    }
}
var r: Resource? = Resource(name: "A")
print("before")
r = nil
print("after")
// expect: init A
// expect: before
// expect: deinit A
// expect: after
