// Compiler test style: sets and dictionaries keyed by hashable structs keep value copies
struct Tag: Hashable {
  var name: String
  var level: Int
}

var t = Tag(name: "a", level: 1)
var set: Set<Tag> = [t]
t.level = 2
print(set.contains(t), set.contains(Tag(name: "a", level: 1)))
set.insert(t)
print(set.count)

var copy = set
copy.remove(Tag(name: "a", level: 1))
print(set.count, copy.count)

var byTag: [Tag: Int] = [:]
byTag[t] = 10
var key = t
key.name = "b"
byTag[key] = 20
byTag[t, default: 0] += 5
print(byTag[t]!, byTag[key]!, byTag.count)

let sortedTags = set.sorted { ($0.name, $0.level) < ($1.name, $1.level) }
print(sortedTags.map { "\($0.name)\($0.level)" })

var arr = Array(set)
arr.sort { $0.level > $1.level }
arr[0].name = "zzz"
print(arr.map { $0.name }, set.map { $0.name }.sorted())
print(set.contains { $0.name == "zzz" })
// expect: false true
// expect: 2
// expect: 2 1
// expect: 15 20 2
// expect: ["a1", "a2"]
// expect: ["zzz", "a"] ["a", "a"]
// expect: false
