// Swift forums "this surprised me" style (default arguments): default values are evaluated at each call, in the caller's order
var counter = 0
func nextID() -> Int {
    counter += 1
    print("  nextID ->", counter)
    return counter
}

func make(_ name: String, id: Int = nextID(), tag: String = "t\(counter)") -> String {
    "\(name)#\(id)[\(tag)]"
}

// Puzzle: what is printed, and in which order?
print("A")
print(make("x"))
print("B")
print(make("y", tag: "custom"))
print("C")
print(make("z", id: 99))
print("D")
print(make("w"), make("v"))

func label(_ prefix: String = "p", _ suffix: String = "s") -> String { prefix + "-" + suffix }
print(label(), label("q"), label("q", "r"))

// expect: A
// expect:   nextID -> 1
// expect: x#1[t1]
// expect: B
// expect:   nextID -> 2
// expect: y#2[custom]
// expect: C
// expect: z#99[t2]
// expect: D
// expect:   nextID -> 3
// expect:   nextID -> 4
// expect: w#3[t3] v#4[t4]
// expect: p-s q-s q-r
