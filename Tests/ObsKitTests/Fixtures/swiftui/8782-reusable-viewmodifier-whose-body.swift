// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/viewmodifier (a reusable ViewModifier whose body(content:) shows the content or a placeholder by its own @State: the content's onAppear runs when it is revealed and its onDisappear after it is hidden)
import SwiftUI

struct Spoiler: ViewModifier {
    @State private var revealed = false

    func body(content: Content) -> some View {
        if revealed {
            VStack {
                content
                Button("Hide") { revealed = false }
            }
        } else {
            Button("Reveal") { revealed = true }
        }
    }
}

extension View {
    func spoiler() -> some View {
        modifier(Spoiler())
    }
}

struct MovieView: View {
    var body: some View {
        Text("The butler did it")
            .onAppear { print("secret appeared") }
            .onDisappear { print("secret disappeared") }
            .spoiler()
    }
}

:mount MovieView()
print("-- mounted")
:tap "Reveal"
:tap "Hide"
:tap "Reveal"
// expect: -- mounted
// expect: secret appeared
// expect: secret disappeared
// expect: secret appeared
