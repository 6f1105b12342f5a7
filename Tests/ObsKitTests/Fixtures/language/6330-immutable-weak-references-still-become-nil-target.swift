// What's new in Swift 6.2 style (weak let, SE-0481): immutable weak references that still become nil when their target is released
final class Owner {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("owner \(name) released") }
}

final class Pet: Sendable {
    let name: String
    weak let owner: Owner?

    init(name: String, owner: Owner?) {
        self.name = name
        self.owner = owner
    }

    func describe() -> String {
        if let owner {
            return "\(name) belongs to \(owner.name)"
        }
        return "\(name) has no owner"
    }
}

func demo() {
    var sam: Owner? = Owner(name: "Sam")
    let rex = Pet(name: "Rex", owner: sam)
    let stray = Pet(name: "Stray", owner: nil)
    print(rex.describe())
    print(stray.describe())
    sam = nil
    print("after releasing:")
    print(rex.describe())
}

demo()

func local() {
    let keeper = Owner(name: "Kim")
    weak let watcher = keeper
    print("watcher sees", watcher?.name ?? "nothing")
    withExtendedLifetime(keeper) {
        print("still alive:", watcher != nil)
    }
}
local()
print("done")

// expect: Rex belongs to Sam
// expect: Stray has no owner
// expect: owner Sam released
// expect: after releasing:
// expect: Rex has no owner
// expect: watcher sees Kim
// expect: still alive: true
// expect: owner Kim released
// expect: done
