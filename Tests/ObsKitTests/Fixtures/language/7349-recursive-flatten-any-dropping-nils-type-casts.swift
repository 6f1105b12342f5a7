// Exercism style (Flatten Array): a recursive flatten of [Any?] dropping nils, with type casts on nested arrays
struct FlattenArray {
    static func flatten<T>(_ input: [Any?]) -> [T] {
        var result: [T] = []
        for element in input {
            switch element {
            case let nested as [Any?]:
                result += flatten(nested)
            case let value as T:
                result.append(value)
            default:
                continue
            }
        }
        return result
    }
}

let inputs: [[Any?]] = [
    [0, 1, 2],
    [1, [2, 3, 4, 5, 6, 7], 8],
    [0, 2, [[2, 3], 8, 100, 4, [[[50]]]], -2],
    [1, [2, [[3]], [4, [[5]]], 6, 7], 8],
    [0, 2, [[2, 3], 8, [[100]], nil, [[nil]]], -2],
    [nil, [[[nil]]], nil, nil, [[nil, nil], nil], nil],
    [],
]
for input in inputs {
    let flat: [Int] = FlattenArray.flatten(input)
    print(flat)
}
let words: [Any?] = ["a", ["b", nil, ["c"]], nil, [["d", "e"]]]
let flatWords: [String] = FlattenArray.flatten(words)
print(flatWords.joined(separator: "-"), flatWords.count)
let mixed: [Any?] = [1, "two", [3.0, [4]], nil]
let onlyInts: [Int] = FlattenArray.flatten(mixed)
let onlyDoubles: [Double] = FlattenArray.flatten(mixed)
print(onlyInts, onlyDoubles)

// expect: [0, 1, 2]
// expect: [1, 2, 3, 4, 5, 6, 7, 8]
// expect: [0, 2, 2, 3, 8, 100, 4, 50, -2]
// expect: [1, 2, 3, 4, 5, 6, 7, 8]
// expect: [0, 2, 2, 3, 8, 100, -2]
// expect: []
// expect: []
// expect: a-b-c-d-e 5
// expect: [1, 4] [3.0]
