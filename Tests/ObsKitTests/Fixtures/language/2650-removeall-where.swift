// Compiler test style: removeAll(where:), removeFirst/Last(n), removeSubrange and keepingCapacity
var nums = Array(1...15)
nums.removeAll(where: { $0 % 3 == 0 })
print(nums)
nums.removeFirst(2)
nums.removeLast(3)
print(nums)
let removed = nums.remove(at: 1)
print(removed, nums)
nums.removeSubrange(1..<3)
print(nums)

var text = "Hello, World! 123"
text.removeAll(where: { !$0.isLetter })
print(text)
text.removeFirst()
text.removeLast(2)
print(text, text.count)

var calls = 0
var words = ["a", "bb", "ccc", "dd", "e"]
words.removeAll { w in
    calls += 1
    return w.count == 2
}
print(words, calls)
var empty = [Int]()
empty.removeAll(where: { _ in true })
print(empty.isEmpty, empty.popLast() as Any)
var scalars = "aé\u{301}b".unicodeScalars
scalars.removeAll(where: { $0.value > 127 })
print(String(scalars))
// expect: [1, 2, 4, 5, 7, 8, 10, 11, 13, 14]
// expect: [4, 5, 7, 8, 10]
// expect: 5 [4, 7, 8, 10]
// expect: [4, 10]
// expect: HelloWorld
// expect: elloWor 7
// expect: ["a", "ccc", "e"] 5
// expect: true nil
// expect: ab
