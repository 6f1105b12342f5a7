// Compiler test style: didSet fires when nested property or element is mutated
struct Size { var w: Int; var h: Int }

struct Widget {
    var size = Size(w: 1, h: 1) {
        willSet { print("size willSet \(size.w)x\(size.h) -> \(newValue.w)x\(newValue.h)") }
        didSet { print("size didSet \(oldValue.w)x\(oldValue.h) -> \(size.w)x\(size.h)") }
    }
    var tags: [String] = [] {
        didSet { print("tags didSet \(oldValue) -> \(tags)") }
    }
}

var w = Widget()
w.size.w = 5
w.size.h += 2
w.tags.append("a")
w.tags.append("b")
w.tags[0] = "z"
w.tags.removeAll()
print("---")
var list = [Widget(), Widget()]
list[1].size.w = 9
print("list[1].size.w = \(list[1].size.w)")
print("---")
func grow(_ s: inout Size) { s.w *= 10 }
grow(&w.size)
print("final \(w.size.w)x\(w.size.h)")
// expect: size willSet 1x1 -> 5x1
// expect: size didSet 1x1 -> 5x1
// expect: size willSet 5x1 -> 5x3
// expect: size didSet 5x1 -> 5x3
// expect: tags didSet [] -> ["a"]
// expect: tags didSet ["a"] -> ["a", "b"]
// expect: tags didSet ["a", "b"] -> ["z", "b"]
// expect: tags didSet ["z", "b"] -> []
// expect: ---
// expect: size willSet 1x1 -> 9x1
// expect: size didSet 1x1 -> 9x1
// expect: list[1].size.w = 9
// expect: ---
// expect: size willSet 5x3 -> 50x3
// expect: size didSet 5x3 -> 50x3
// expect: final 50x3
