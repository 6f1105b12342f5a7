// Stack Overflow style (casting collections): as? on arrays and dictionaries casts element by element and fails as a whole
let anyArray: [Any] = [1, 2, 3]
let mixedArray: [Any] = [1, "2", 3]
print(anyArray as? [Int] as Any)
print(mixedArray as? [Int] as Any)
print(mixedArray.compactMap { $0 as? Int })

let ints = [1, 2, 3]
let upcast = ints as [Any]
print(upcast.count, upcast is [Int], (upcast as? [Int])?.reduce(0, +) as Any)

let anyDict: [String: Any] = ["a": 1, "b": 2]
let mixedDict: [String: Any] = ["a": 1, "b": "x"]
print((anyDict as? [String: Int])?.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } as Any)
print(mixedDict as? [String: Int] as Any)

class Animal { var name: String { "animal" } }
class Dog: Animal { override var name: String { "dog" } }
class Cat: Animal { override var name: String { "cat" } }
let animals: [Animal] = [Dog(), Dog()]
let mixedAnimals: [Animal] = [Dog(), Cat()]
print((animals as? [Dog])?.map(\.name) as Any)
print((mixedAnimals as? [Dog])?.count as Any)
print(mixedAnimals.compactMap { $0 as? Dog }.count)
let dogs: [Dog] = [Dog()]
let asAnimals: [Animal] = dogs
print(asAnimals.map(\.name), asAnimals is [Dog])

let optionals: [Int?] = [1, nil]
print(optionals as? [Int] as Any)
let anyOfOptionals: [Any] = optionals.map { $0 as Any }
print(anyOfOptionals.map { $0 is Int })

let nestedAny: Any = [[1, 2], [3]]
print(nestedAny as? [[Int]] as Any, nestedAny as? [Int] as Any)
let setAny: Any = Set([5])
print(setAny as? Set<Int> as Any, setAny as? [Int] as Any)
let numbers: Any = [1.5, 2.5]
print(numbers as? [Double] as Any, numbers as? [Int] as Any)

// expect: Optional([1, 2, 3])
// expect: nil
// expect: [1, 3]
// expect: 3 true Optional(6)
// expect: Optional(["a=1", "b=2"])
// expect: nil
// expect: Optional(["dog", "dog"])
// expect: nil
// expect: 1
// expect: ["dog"] true
// expect: nil
// expect: [true, false]
// expect: Optional([[1, 2], [3]]) nil
// expect: Optional(Set([5])) nil
// expect: Optional([1.5, 2.5]) nil
