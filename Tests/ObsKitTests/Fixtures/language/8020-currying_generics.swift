// from swiftlang/swift test/Interpreter/currying_generics.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

func curry<T, U, V>(_ f: @escaping (T, U) -> V) -> (T) -> (U) -> V {
  return { x in { y in f(x, y) } }
}

let insult = curry(+)("I'm with stupid ☞ ")
print(insult("😡"))

let plus1 = curry(+)(1)
print(plus1(5))

let plus5 = curry(+)(5)
print(plus5(5))

print(insult("😰"))

// rdar://problem/18988428

func clamp<T: Comparable>(_ minValue: T, _ maxValue: T) -> (T) -> T {
    return { n in max(minValue, min(n, maxValue)) }
}

let clampFoo2 = clamp(10.0, 30.0)

print(clampFoo2(3.0))

// rdar://problem/19195470

func pair<T,U> (_ a: T) -> (U) -> (T,U) {
	return { b in (a,b)	}
}

func pair_<T,U> (_ a: T) -> (U) -> (T,U) {
	return { (b: U) in (a,b) }
}

infix operator <+>
func <+><T,U,V> (lhs: T?, rhs: @escaping (T) -> (U) -> V) -> (U) -> V? {
	if let x = lhs {
		return { y in .some(rhs(x)(y)) }
	} else {
		return { _ in nil }
	}
}

let a : Int? = 23
let b : Int? = 42
print((b <+> pair)(a!) as (Int, Int)? as Any)
print((b <+> pair_)(a!) as (Int, Int)? as Any)

// expect: I'm with stupid ☞ 😡
// expect: 6
// expect: 10
// expect: I'm with stupid ☞ 😰
// expect: 10.0
// expect: Optional((42, 23))
// expect: Optional((42, 23))
