// Stack Overflow Q&A style: "TextField with a computed Binding": Binding(get:set:) that lowercases what is typed, and one that maps an optional String to "" and back; each keystroke writes the @State through the setter and the body runs once (rules §9.1, §3.4, §15.10)
import SwiftUI

struct TagEditor: View {
    @State private var tag = ""
    @State private var nickname: String? = nil

    var body: some View {
        let _ = print("TagEditor body: tag='\(tag)' nickname=\(nickname ?? "nil")")
        let lowercased = Binding<String>(
            get: { tag },
            set: { tag = $0.lowercased() }
        )
        let optionalText = Binding<String>(
            get: { nickname ?? "" },
            set: { nickname = $0.isEmpty ? nil : $0 }
        )
        VStack {
            TextField("Tag", text: lowercased)
            Text("#\(tag)")
            TextField("Nickname", text: optionalText)
        }
    }
}

:mount TagEditor()
// expect: TagEditor body: tag='' nickname=nil
:type "Ab" into "Tag"
// expect: TagEditor body: tag='a' nickname=nil
// expect: TagEditor body: tag='ab' nickname=nil
:type "Zo" into "Nickname"
// expect: TagEditor body: tag='ab' nickname=Z
// expect: TagEditor body: tag='ab' nickname=Zo
:clear "Nickname"
// expect: TagEditor body: tag='ab' nickname=nil
