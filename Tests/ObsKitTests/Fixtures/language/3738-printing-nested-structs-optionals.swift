// App code style: printing nested structs, optionals and enums after mutation
struct Tag { var label: String }
enum Status { case active, suspended(reason: String) }
struct User { var name: String; var tag: Tag?; var status: Status; var scores: [Int] }
final class Ref { var n = 1 }
struct WithRef { var ref: Ref; var n: Int }

var u = User(name: "zed", tag: nil, status: .active, scores: [])
print(u)
u.tag = Tag(label: "vip")
u.tag?.label += "+"
u.status = .suspended(reason: "spam")
u.scores += [3, 1]
print(u)
print(u.tag as Any)
print(String(describing: u.tag))
print([u.status, .active])
print(Optional(u.status) as Any)

var users = [u]
users[0].name = "amy"
users[0].tag = nil
print(users)
print(WithRef(ref: Ref(), n: 2))
let tuple = (u.tag, u.scores.first)
print(tuple)
var optArr: [Int]? = [1]
optArr?.append(2)
print(optArr as Any, optArr!)
debugPrint(u.name, u.scores)
// expect: User(name: "zed", tag: nil, status: main.Status.active, scores: [])
// expect: User(name: "zed", tag: Optional(main.Tag(label: "vip+")), status: main.Status.suspended(reason: "spam"), scores: [3, 1])
// expect: Optional(main.Tag(label: "vip+"))
// expect: Optional(main.Tag(label: "vip+"))
// expect: [main.Status.suspended(reason: "spam"), main.Status.active]
// expect: Optional(main.Status.suspended(reason: "spam"))
// expect: [main.User(name: "amy", tag: nil, status: main.Status.suspended(reason: "spam"), scores: [3, 1])]
// expect: WithRef(ref: main.Ref, n: 2)
// expect: (Optional(main.Tag(label: "vip+")), Optional(3))
// expect: Optional([1, 2]) [1, 2]
// expect: "zed" [3, 1]
