// Follows Apple's `TextField/init(_:text:prompt:)` page
// (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)): the title describes the
// field's purpose; the prompt is "a Text representing the prompt of the text field which provides users with
// guidance on what to type". Own code: a contact form whose fields carry "Required" / "Optional" prompts, with a
// preview row and a static note below them.
// - The prompt is only what the empty field shows; the field is still the one titled "Email" (Apple, above). The
//   script types into the fields by their titles.
// - Typing writes the String binding at each keystroke (Apple `textfield`). The form's body reads both strings
//   (it hands them to CardPreview), so it runs per keystroke (rules §3.5, §10.1).
// - Each parent body builds its children again: both inits run every time (rules §2.6). CardPreview's body runs
//   only when its strings differ (rules §2.3, §2.7); FormNote holds nothing, so it compares equal and its body
//   never runs again (rules §2.1, §2.7, T14). Children run after the parent, top down (rules §2.8).
import SwiftUI

struct ContactForm: View {
    @State private var email = ""
    @State private var nickname = ""

    var body: some View {
        let _ = print("ContactForm body")
        Form {
            TextField("Email", text: $email, prompt: Text("Required"))
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
            TextField("Nickname", text: $nickname, prompt: Text("Optional"))
            CardPreview(email: email, nickname: nickname)
            FormNote()
        }
    }
}

struct CardPreview: View {
    let email: String
    let nickname: String

    init(email: String, nickname: String) {
        self.email = email
        self.nickname = nickname
        print("CardPreview init")
    }

    var body: some View {
        let shown = nickname.isEmpty ? "(no nickname)" : nickname
        let _ = print("CardPreview body: \(shown) <\(email)>")
        Text("\(shown) <\(email)>")
    }
}

struct FormNote: View {
    init() { print("FormNote init") }

    var body: some View {
        let _ = print("FormNote body")
        Text("We never share your address.")
            .font(.footnote)
    }
}

:mount ContactForm()
// expect: ContactForm body
// expect: CardPreview init
// expect: FormNote init
// expect: CardPreview body: (no nickname) <>
// expect: FormNote body
:type "jo" into "Email"
// expect: ContactForm body
// expect: CardPreview init
// expect: FormNote init
// expect: CardPreview body: (no nickname) <j>
// expect: ContactForm body
// expect: CardPreview init
// expect: FormNote init
// expect: CardPreview body: (no nickname) <jo>
:type "J" into "Nickname"
// expect: ContactForm body
// expect: CardPreview init
// expect: FormNote init
// expect: CardPreview body: J <jo>
