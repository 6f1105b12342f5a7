// deinit runs when the last strong reference goes away
class Resource {
    let name: String
    init(_ name: String) {
        self.name = name
        print("open \(name)")
    }
    deinit {
        print("close \(name)")
    }
}

var r: Resource? = Resource("A")
print("using \(r!.name)")
r = nil
print("after nil")

var s: Resource? = Resource("B")
var alias = s
s = nil
print("B still alive: \(alias != nil)")
alias = Resource("C")
print("end")

// expect: open A
// expect: using A
// expect: close A
// expect: after nil
// expect: open B
// expect: B still alive: true
// expect: open C
// expect: close B
// expect: end
