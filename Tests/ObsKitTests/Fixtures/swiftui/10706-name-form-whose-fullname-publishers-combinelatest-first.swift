// combine style: a name form whose `fullName` is `Publishers.CombineLatest($first, $last)` mapped and assigned; a child given the full name as a String re-runs when it differs, a child with only a constant literal is equal and skips its body (rules §2.1, §2.3, §2.7, §6.3)
import SwiftUI
import Combine

final class NameForm: ObservableObject {
    @Published var first = ""
    @Published var last = "Lovelace"
    @Published private(set) var fullName = ""

    init() {
        Publishers.CombineLatest($first, $last)
            .map { first, last in [first, last].filter { !$0.isEmpty }.joined(separator: " ") }
            .assign(to: &$fullName)
    }
}

struct Greeting: View {
    let name: String
    var body: some View {
        let _ = print("Greeting body: Hello, \(name)")
        Text("Hello, \(name)")
    }
}

struct FooterNote: View {
    let note: String
    var body: some View {
        let _ = print("FooterNote body")
        Text(note)
    }
}

struct NameFormView: View {
    @StateObject private var form = NameForm()

    var body: some View {
        let _ = print("NameFormView body")
        VStack {
            TextField("First", text: $form.first)
            TextField("Last", text: $form.last)
            Greeting(name: form.fullName)
            FooterNote(note: "Names stay on this device")
        }
    }
}

:mount NameFormView()
// expect: NameFormView body
// expect: Greeting body: Hello, Lovelace
// expect: FooterNote body
:type "Al" into "First"
// expect: NameFormView body
// expect: Greeting body: Hello, A Lovelace
// expect: NameFormView body
// expect: Greeting body: Hello, Al Lovelace
:clear "Last"
// expect: NameFormView body
// expect: Greeting body: Hello, Al
