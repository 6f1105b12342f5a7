// Compiler test style: inout Optional through dictionary subscripts and double optionals
func clear(_ x: inout Int?) { x = nil }
func setIfMissing(_ x: inout Int?, _ v: Int) { if x == nil { x = v } }
func bump(_ x: inout Int?) { x = (x ?? 0) + 1 }

var d = ["a": 1, "b": 2]
clear(&d["a"])
setIfMissing(&d["c"], 30)
setIfMissing(&d["b"], 99)
bump(&d["b"])
bump(&d["z"])
print(d.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var dn: [String: Int?] = ["x": 1, "y": 2, "w": 3]
dn["x"] = nil
dn["y"] = .some(nil)
dn["w"] = Optional<Int>.none
print(dn.count, dn.keys.sorted())
if let inner = dn["y"] { print("y present, inner nil: \(inner == nil)") }
print(dn["x"] == nil, dn["w"] == nil)

var arr: [Int?] = [1, nil, 3]
bump(&arr[1])
clear(&arr[0])
print(arr.map { $0.map(String.init) ?? "nil" })

struct Profile { var nickname: String?; var visits: Int? }
var p = Profile(nickname: nil, visits: nil)
bump(&p.visits)
bump(&p.visits)
p.nickname? += "x"
print(p.visits!, p.nickname ?? "no nick")
p.nickname = "al"
p.nickname? += "ex"
print(p.nickname!)
// expect: ["b=3", "c=30", "z=1"]
// expect: 2 ["w", "y"]
// expect: y present, inner nil: true
// expect: true false
// expect: ["nil", "1", "3"]
// expect: 2 no nick
// expect: alex
