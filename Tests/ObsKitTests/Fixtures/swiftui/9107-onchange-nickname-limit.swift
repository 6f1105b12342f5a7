// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (a side effect when a value changes, here one that writes the value back)
// A nickname field limited to five characters by an onChange action that truncates longer text.
// - onChange runs its action when the value "failed the comparison check", with the old and new values. Typing a
//   sixth character gives "abcdef"; the action writes "abcde", which is itself a change, so the action runs once
//   more with "abcde" and leaves it.
// - The field shows the bound value, so the next keystroke appends to "abcde".
import SwiftUI

struct NicknameField: View {
    @State private var nickname = ""
    let limit = 5

    var body: some View {
        Form {
            TextField("Nickname", text: $nickname)
            Text("\(nickname.count)/\(limit)")
        }
        .onChange(of: nickname) { _, newValue in
            print("changed to \(newValue)")
            if newValue.count > limit {
                nickname = String(newValue.prefix(limit))
            }
        }
    }
}

:mount NicknameField()
:type "abcdefg" into "Nickname"
// expect: changed to a
// expect: changed to ab
// expect: changed to abc
// expect: changed to abcd
// expect: changed to abcde
// expect: changed to abcdef
// expect: changed to abcde
// expect: changed to abcdeg
// expect: changed to abcde
:tree
// expect: NicknameField#1
// expect:   Form  .onChange
// expect:     TextField "Nickname" = "abcde"
// expect:     Text "5/5"
