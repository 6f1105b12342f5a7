// Follows Apple's `Bindable` page (https://developer.apple.com/documentation/swiftui/bindable): "A property wrapper
// type that supports creating bindings to the mutable properties of observable objects", its example a form of
// TextField and Toggle bound with `$book.title`. Own code: a post composer on an @Observable draft, with a title
// counter and a text counter that each read one property.
// - Views that read an @Observable property run when that property changes, and only those (Apple `bindable`,
//   "migrating"; rules §8.3). TitleCount reads only `title`, TextCount only `text`.
// - `$draft.title` is made in DraftFields' body and reads `title` once (rules §8.5), likewise `text`: DraftFields
//   runs for either. The composer reads no property of the draft and runs once (rules §8.3).
// - Of the views invalidated by one keystroke, DraftFields comes first in the tree (rules §2.8: top down).
import SwiftUI

@Observable
final class PostDraft {
    var title = ""
    var text = ""
}

struct ComposerView: View {
    @State private var draft = PostDraft()

    var body: some View {
        let _ = print("ComposerView body")
        Form {
            DraftFields(draft: draft)
            TitleCount(draft: draft)
            TextCount(draft: draft)
        }
    }
}

struct DraftFields: View {
    @Bindable var draft: PostDraft

    var body: some View {
        let _ = print("DraftFields body")
        TextField("Title", text: $draft.title)
        TextField("Post", text: $draft.text, axis: .vertical)
    }
}

struct TitleCount: View {
    let draft: PostDraft

    var body: some View {
        let _ = print("TitleCount body: \(draft.title.count)/40")
        Text("\(draft.title.count)/40")
    }
}

struct TextCount: View {
    let draft: PostDraft

    var body: some View {
        let _ = print("TextCount body: \(draft.text.count)/280")
        Text("\(draft.text.count)/280")
    }
}

:mount ComposerView()
// expect: ComposerView body
// expect: DraftFields body
// expect: TitleCount body: 0/40
// expect: TextCount body: 0/280
:type "Hi" into "Title"
// expect: DraftFields body
// expect: TitleCount body: 1/40
// expect: DraftFields body
// expect: TitleCount body: 2/40
:type "Ok" into "Post"
// expect: DraftFields body
// expect: TextCount body: 1/280
// expect: DraftFields body
// expect: TextCount body: 2/280
