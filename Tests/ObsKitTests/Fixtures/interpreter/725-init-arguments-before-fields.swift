// Swift evaluates an initializer's arguments before the object exists: the argument's own init prints
// first, then the new object's field defaults run, then its init body.
func log(_ s: String) -> String { print(s); return s }

final class Part {
    init() { print("Part.init") }
}

final class Whole {
    let label = log("Whole.label default")
    let part: Part
    init(part: Part) {
        print("Whole.init body")
        self.part = part
    }
}

let w = Whole(part: Part())
print(w.label)

// expect: Part.init
// expect: Whole.label default
// expect: Whole.init body
// expect: Whole.label default
