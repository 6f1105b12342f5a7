// App code style: role-based permissions with an OptionSet, role presets, per-resource overrides and an audit table
struct Permission: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let read    = Permission(rawValue: 1 << 0)
    static let comment = Permission(rawValue: 1 << 1)
    static let edit    = Permission(rawValue: 1 << 2)
    static let share   = Permission(rawValue: 1 << 3)
    static let delete  = Permission(rawValue: 1 << 4)
    static let admin   = Permission(rawValue: 1 << 5)

    static let named: [(Permission, String)] = [(.read, "read"), (.comment, "comment"), (.edit, "edit"), (.share, "share"), (.delete, "delete"), (.admin, "admin")]

    var description: String {
        let names = Permission.named.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }
}

enum Role: String, CaseIterable {
    case viewer, commenter, editor, owner
    var permissions: Permission {
        switch self {
        case .viewer: return .read
        case .commenter: return [.read, .comment]
        case .editor: return [.read, .comment, .edit, .share]
        case .owner: return [.read, .comment, .edit, .share, .delete, .admin]
        }
    }
}

struct Member {
    let name: String
    let role: Role
    var granted: Permission = []
    var revoked: Permission = []
    var effective: Permission { role.permissions.union(granted).subtracting(revoked) }
}

enum Action: String, CaseIterable {
    case view, reply, rename, invite, trash, transfer
    var requires: Permission {
        switch self {
        case .view: return .read
        case .reply: return [.read, .comment]
        case .rename: return .edit
        case .invite: return [.share]
        case .trash: return [.delete]
        case .transfer: return [.admin, .delete]
        }
    }
}

func can(_ member: Member, _ action: Action) -> Bool {
    member.effective.isSuperset(of: action.requires)
}

var team = [
    Member(name: "Olga", role: .owner),
    Member(name: "Pete", role: .editor, revoked: [.share]),
    Member(name: "Quin", role: .commenter, granted: [.share]),
    Member(name: "Rosa", role: .viewer),
]

for role in Role.allCases {
    print(role.rawValue.padding(10), role.permissions, "raw=\(role.permissions.rawValue)")
}
print()
let header = "name".padding(6) + Action.allCases.map { $0.rawValue.padding(9) }.joined()
print(header)
for member in team {
    let row = Action.allCases.map { (can(member, $0) ? "yes" : "-").padding(9) }.joined()
    print(member.name.padding(6) + row)
}
print()
team[3].granted.insert(.comment)
let (inserted, _) = team[3].granted.insert(.comment)
print("Rosa re-grant inserted:", inserted, "effective:", team[3].effective)
team[1].revoked.remove(.share)
print("Pete can invite now:", can(team[1], .invite))
let common = team.map(\.effective).reduce(Permission(rawValue: 0xFF)) { $0.intersection($1) }
let any = team.map(\.effective).reduce([] as Permission) { $0.union($1) }
print("everyone has:", common, "| someone has:", any)
print("editor vs commenter diff:", Role.editor.permissions.symmetricDifference(Role.commenter.permissions))
print("strictly above viewer:", Role.allCases.filter { $0.permissions.isStrictSuperset(of: Role.viewer.permissions) }.map(\.rawValue))
print("disjoint admin/edit:", Permission.admin.isDisjoint(with: .edit), "empty:", Permission().isEmpty)

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

// expect: viewer     read raw=1
// expect: commenter  read+comment raw=3
// expect: editor     read+comment+edit+share raw=15
// expect: owner      read+comment+edit+share+delete+admin raw=63
// expect:
// expect: name  view     reply    rename   invite   trash    transfer 
// expect: Olga  yes      yes      yes      yes      yes      yes      
// expect: Pete  yes      yes      yes      -        -        -        
// expect: Quin  yes      yes      -        yes      -        -        
// expect: Rosa  yes      -        -        -        -        -        
// expect:
// expect: Rosa re-grant inserted: false effective: read+comment
// expect: Pete can invite now: true
// expect: everyone has: read+comment | someone has: read+comment+edit+share+delete+admin
// expect: editor vs commenter diff: edit+share
// expect: strictly above viewer: ["commenter", "editor", "owner"]
// expect: disjoint admin/edit: true empty: true
