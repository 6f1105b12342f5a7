// App code style: Dictionary.Values mutation, range-slice mutation and string elements
var stock = ["apples": 3, "pears": 0, "plums": 7]
for i in stock.values.indices { stock.values[i] *= 10 }
print(stock.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

if let idx = stock.index(forKey: "pears") {
    stock.values[idx] += 1
}
print(stock["pears"]!)

var nums = [9, 3, 7, 1, 8, 2]
nums[1...3].sort()
print(nums)
nums[..<2].reverse()
print(nums)
nums[4...] = [0]
print(nums)
nums.replaceSubrange(0..<1, with: [5, 5, 5])
print(nums)

var names = ["alice", "bob", "carol"]
names[0].removeFirst()
names[1].append(contentsOf: "by")
names[2] = names[2].uppercased()
names[0].insert("A", at: names[0].startIndex)
print(names)

var words = ["b": ["x"], "a": []]
words["a"]?.append(contentsOf: ["p", "q"])
words["b"]?[0].append("yz")
words["c"]?.append("nope")
print(words.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.joined(separator: "|"))" })

var matrix = [[1, 2], [3, 4]]
matrix[1].append(contentsOf: matrix[0])
matrix[0][1...].reverse()
print(matrix)
// expect: ["apples:30", "pears:0", "plums:70"]
// expect: 1
// expect: [9, 1, 3, 7, 8, 2]
// expect: [1, 9, 3, 7, 8, 2]
// expect: [1, 9, 3, 7, 0]
// expect: [5, 5, 5, 9, 3, 7, 0]
// expect: ["Alice", "bobby", "CAROL"]
// expect: ["a=p|q", "b=xyz"]
// expect: [[1, 2], [3, 4, 1, 2]]
