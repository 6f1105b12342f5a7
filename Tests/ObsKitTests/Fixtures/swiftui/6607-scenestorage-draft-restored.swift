// Apple docs `SceneStorage`: a composer keeps its draft under a scene-storage key; removed and shown again in the same scene, it finds the draft.
// `@SceneStorage("key")` is storage kept per scene by key (Apple `scenestorage`, rules §15.14). Typing writes the key
// and the composer, which reads it, runs again per keystroke. Hiding the composer destroys its view; a new one made
// later in the same scene reads the key's value ("Hi"), not its default (assumed, not documented: fixture README
// assumption 8). Body before onAppear (rules §10.3, §11.1).
import SwiftUI

struct Composer: View {
    @SceneStorage("composer.draft") private var draft = ""

    var body: some View {
        let _ = print("composer body draft='\(draft)'")
        TextField("Draft", text: $draft)
            .onAppear { print("composer appeared with '\(draft)'") }
    }
}

struct Inbox: View {
    @State private var composing = false

    var body: some View {
        VStack {
            Button(composing ? "Hide" : "Compose") { composing.toggle() }
            if composing {
                Composer()
            }
        }
    }
}

:mount Inbox()
:tap "Compose"
// expect: composer body draft=''
// expect: composer appeared with ''
:type "Hi" into "Draft"
// expect: composer body draft='H'
// expect: composer body draft='Hi'
:tap "Hide"
:tap "Compose"
// expect: composer body draft='Hi'
// expect: composer appeared with 'Hi'
:type "!" into "Draft"
// expect: composer body draft='Hi!'
