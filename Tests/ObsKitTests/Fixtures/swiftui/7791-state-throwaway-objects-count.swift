// Observation in depth: `@State private var composer = Composer()` in a child, counted with :objects
// The initial expression runs at every init of the child, so each parent render makes a Composer that is never
// installed (rules §3.1, §2.6, T6); the installed one lives until the node dies, a throwaway until the next render
// replaces the value that made it (§3.3). After `:unmount` all are gone (§1.4): 3 made, 3 gone.
import SwiftUI

@Observable
final class Composer {
    var text = ""

    init() {
        print("Composer init")
    }
}

struct ComposeBox: View {
    @State private var composer = Composer()

    var body: some View {
        TextField("Message", text: $composer.text)
    }
}

struct ChatScreen: View {
    @State private var sent = 0

    var body: some View {
        VStack {
            Text("\(sent) sent")
            ComposeBox()
            Button("Send") { sent += 1 }
        }
    }
}

:mount ChatScreen()
// expect: Composer init
:tap "Send"
// expect: Composer init
:tap "Send"
// expect: Composer init
:unmount
:objects Composer
// expect: class                   live  made  gone
// expect: Composer                   0     3     3
