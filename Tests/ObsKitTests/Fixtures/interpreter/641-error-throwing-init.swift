// A throwing initializer: construction either succeeds or propagates the error.
enum AgeError: Error {
    case negative
    case unrealistic(Int)
}
struct Person {
    let name: String
    let age: Int
    init(name: String, age: Int) throws {
        guard age >= 0 else { throw AgeError.negative }
        guard age < 150 else { throw AgeError.unrealistic(age) }
        self.name = name
        self.age = age
    }
}
for (n, a) in [("Ada", 36), ("Bob", -1), ("Old", 200)] {
    do {
        let p = try Person(name: n, age: a)
        print("created \(p.name), \(p.age)")
    } catch AgeError.unrealistic(let v) {
        print("\(n): unrealistic age \(v)")
    } catch {
        print("\(n): \(error)")
    }
}
let maybe = try? Person(name: "Eve", age: 20)
print(maybe?.name ?? "none")

// expect: created Ada, 36
// expect: Bob: negative
// expect: Old: unrealistic age 200
// expect: Eve
