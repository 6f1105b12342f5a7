// Optional Chaining in app code: a selection view model with optional selected items and nested optional profile data.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Avatar { var url: String; var size: Int? }
struct Profile { var bio: String?; var avatar: Avatar? }
final class Contact {
    let name: String
    var profile: Profile?
    var manager: Contact?
    init(name: String, profile: Profile? = nil) { self.name = name; self.profile = profile }
}
final class ContactListModel {
    var contacts: [Contact] = []
    var selectedIndex: Int?
    var selected: Contact? { selectedIndex.flatMap { contacts.indices.contains($0) ? contacts[$0] : nil } }
    var headline: String { selected?.name ?? "No selection" }
    var avatarLabel: String {
        guard let size = selected?.profile?.avatar?.size else { return "default avatar" }
        return "avatar \(size)px"
    }
    var bioPreview: String { selected?.profile?.bio.map { $0.prefix(10) + "…" } ?? "-" }
    var managerName: String { selected?.manager?.name ?? "none" }
}
let model = ContactListModel()
let boss = Contact(name: "Grace", profile: Profile(bio: nil, avatar: Avatar(url: "g.png", size: 64)))
let dev = Contact(name: "Linus", profile: Profile(bio: "Writes kernels and version control", avatar: Avatar(url: "l.png", size: nil)))
dev.manager = boss
model.contacts = [boss, dev, Contact(name: "Newbie")]
func show() { print("\(model.headline) | \(model.avatarLabel) | \(model.bioPreview) | manager: \(model.managerName)") }
show()
for i in [0, 1, 2, 7] {
    model.selectedIndex = i
    show()
}
model.selected?.profile?.avatar?.size = 128
model.selectedIndex = 1
model.selected?.profile?.avatar?.size = 32
model.selected?.manager?.profile?.bio = "Invented the compiler"
show()
model.selectedIndex = 0
show()
print(model.contacts.compactMap { $0.profile?.avatar?.url }, model.contacts.map { $0.manager?.name })

// expect: No selection | default avatar | - | manager: none
// expect: Grace | avatar 64px | - | manager: none
// expect: Linus | default avatar | Writes ker… | manager: Grace
// expect: Newbie | default avatar | - | manager: none
// expect: No selection | default avatar | - | manager: none
// expect: Linus | avatar 32px | Writes ker… | manager: Grace
// expect: Grace | avatar 64px | Invented t… | manager: none
// expect: ["g.png", "l.png"] [nil, Optional("Grace"), nil]
