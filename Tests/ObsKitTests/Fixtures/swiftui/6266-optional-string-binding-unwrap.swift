// "TextField needs Binding<String> but my @State is String?": `if let b = Binding($optional)` unwraps the binding while the value is non-nil (Apple: Binding init?(_ base: Binding<Value?>); onChange(of:) with old and new values; SEMANTICS §9 writes go to the source state)
import SwiftUI

func shown(_ value: String?) -> String {
    value.map { "'\($0)'" } ?? "nil"
}

struct NicknameForm: View {
    @State private var nickname: String? = nil

    var body: some View {
        VStack {
            if let binding = Binding($nickname) {
                TextField("Nickname", text: binding)
                Button("Remove nickname") { nickname = nil }
            } else {
                Button("Add nickname") { nickname = "" }
            }
            Text(nickname ?? "no nickname")
        }
        .onChange(of: nickname) { old, new in
            print("nickname: \(shown(old)) -> \(shown(new))")
        }
    }
}

:mount NicknameForm()
:tap "Add nickname"
:type "Jo" into "Nickname"
:tap "Remove nickname"

// expect: nickname: nil -> ''
// expect: nickname: '' -> 'J'
// expect: nickname: 'J' -> 'Jo'
// expect: nickname: 'Jo' -> nil
