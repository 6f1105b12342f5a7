// The migration guide's pattern for binding to an object read from the environment: `@Environment(Reader.self)`
// gives a plain reference, so the body declares a local `@Bindable var reader = reader` to make `$reader.nickname`
// for a TextField. A second view reads only the page count from the same environment object.
// What SwiftUI does: @Bindable is a plain wrapper and may be a local in a body (rules §8.5, Apple `bindable`); making
// `$reader.nickname` in the body reads `nickname`, so each keystroke runs the field's view (rules §8.5, §9.2, §10.1).
// The badge read only `pagesRead` through its @Environment property (rules §14.2), so typing leaves it alone, and
// reading a page runs only the badge. The root passes the model into the environment and reads no property of it.
// Sources: rules §8.3, §8.5, §9.2, §10.1, §14.2;
// https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

@Observable
final class Reader {
    var nickname = "kit"
    var pagesRead = 0
}

struct NicknameField: View {
    @Environment(Reader.self) private var reader

    var body: some View {
        @Bindable var reader = reader
        let _ = print("NicknameField body: \(reader.nickname)")
        TextField("Nickname", text: $reader.nickname)
    }
}

struct PagesBadge: View {
    @Environment(Reader.self) private var reader

    var body: some View {
        let _ = print("PagesBadge body: \(reader.pagesRead)")
        Text("\(reader.pagesRead) pages")
    }
}

struct ReaderHome: View {
    @State private var reader = Reader()

    var body: some View {
        VStack {
            NicknameField()
            PagesBadge()
            Button("Read a page") {
                reader.pagesRead += 1
            }
        }
        .environment(reader)
    }
}

:mount ReaderHome()
// expect: NicknameField body: kit
// expect: PagesBadge body: 0
:type "ty" into "Nickname"
// expect: NicknameField body: kitt
// expect: NicknameField body: kitty
:tap "Read a page"
// expect: PagesBadge body: 1
