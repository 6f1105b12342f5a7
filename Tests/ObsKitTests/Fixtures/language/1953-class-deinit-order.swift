// Compiler test style: init and deinit ordering across a subclass chain
class Base {
    let name: String
    init(name: String) {
        self.name = name
        print("Base.init \(name)")
    }
    deinit { print("Base.deinit \(name)") }
}

class Middle: Base {
    let level: Int
    init(name: String, level: Int) {
        self.level = level
        print("Middle.init before super \(level)")
        super.init(name: name)
        print("Middle.init after super \(self.name)")
    }
    deinit { print("Middle.deinit \(name) level \(level)") }
}

final class Leaf: Middle {
    let tag: String
    init(tag: String) {
        self.tag = tag
        super.init(name: "leaf-" + tag, level: 3)
        print("Leaf.init done")
    }
    deinit { print("Leaf.deinit \(tag)") }
}

do {
    let leaf = Leaf(tag: "x")
    print("using \(leaf.name) at \(leaf.level)")
}
print("--- after scope")

var holder: Base? = Middle(name: "m", level: 1)
print("holder is Middle:", holder is Middle, "is Leaf:", holder is Leaf)
holder = nil
print("--- after nil")

func make() -> Base { Leaf(tag: "y") }
_ = make()
print("--- end")

// expect: Middle.init before super 3
// expect: Base.init leaf-x
// expect: Middle.init after super leaf-x
// expect: Leaf.init done
// expect: using leaf-x at 3
// expect: Leaf.deinit x
// expect: Middle.deinit leaf-x level 3
// expect: Base.deinit leaf-x
// expect: --- after scope
// expect: Middle.init before super 1
// expect: Base.init m
// expect: Middle.init after super m
// expect: holder is Middle: true is Leaf: false
// expect: Middle.deinit m level 1
// expect: Base.deinit m
// expect: --- after nil
// expect: Middle.init before super 3
// expect: Base.init leaf-y
// expect: Middle.init after super leaf-y
// expect: Leaf.init done
// expect: Leaf.deinit y
// expect: Middle.deinit leaf-y level 3
// expect: Base.deinit leaf-y
// expect: --- end
