// An integer literal fits an `Int` parameter first; with only a `Double` overload of that name it becomes
// a Double. Expected output from swiftc 6.3.1 on Linux.
func describe(_ value: Double) -> String { "Double \(value)" }
func describe(_ value: String) -> String { "String \(value)" }
print(describe(4))
print(describe("4"))

func scale(_ value: Int) -> String { "Int \(value * 2)" }
func scale(_ value: Double) -> String { "Double \(value * 2)" }
print(scale(4), scale(4.5))

// expect: Double 4.0
// expect: String 4
// expect: Int 8 Double 9.0
