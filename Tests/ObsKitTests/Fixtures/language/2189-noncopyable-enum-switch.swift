// Swift Evolution style (SE-0390, SE-0432): noncopyable enums with borrowing and consuming switches
struct Resource: ~Copyable {
    let name: String
    init(_ name: String) { self.name = name; print("acquire \(name)") }
    deinit { print("release \(name)") }
}

struct Lock: ~Copyable {
    var resource: Resource
    let owner: Int
}

enum Slot: ~Copyable {
    case empty
    case held(Resource)
    case locked(Lock)

    borrowing func describe() -> String {
        switch self {
        case .empty: return "empty"
        case .held(let r): return "held \(r.name)"
        case .locked(let l): return "locked \(l.resource.name) by \(l.owner)"
        }
    }

    consuming func take() -> Resource? {
        switch consume self {
        case .empty: return nil
        case .held(let r): return r
        case .locked(let l): return l.resource
        }
    }
}

func demo() {
    let slots: [String] = ["a", "b"]
    print("slots prepared:", slots.count)

    let s1 = Slot.held(Resource("disk"))
    print(s1.describe())
    print(s1.describe())
    if let r = s1.take() {
        print("took", r.name)
    }
    print("after take")

    let s2 = Slot.locked(Lock(resource: Resource("gpu"), owner: 7))
    print(s2.describe())
    _ = consume s2
    print("after consuming s2")

    let s3 = Slot.empty
    print(s3.describe(), s3.take() == nil ? "nothing" : "something")
}
demo()
print("done")

// expect: slots prepared: 2
// expect: acquire disk
// expect: held disk
// expect: held disk
// expect: took disk
// expect: release disk
// expect: after take
// expect: acquire gpu
// expect: locked gpu by 7
// expect: release gpu
// expect: after consuming s2
// expect: empty nothing
// expect: done
