// Follows Apple's `submitScope(_:)` page (https://developer.apple.com/documentation/swiftui/view/submitscope(_:)):
// the modifier "prevents submission triggers originating from this view to invoke a submission action configured
// by a submission modifier higher up in the view hierarchy"; its example is a Form with Username and Password
// fields and a Tags field marked `.submitScope()`, so that Return in the tag field doesn't submit the form. Own
// code: a new post with a title, tags and a location.
// - Return in "Title" or "Location" reaches the Form's `onSubmit` (Apple `view/onsubmit(of:_:)`; rules §15.10).
// - Return in "Tags" is blocked by `.submitScope()` (Apple `view/submitscope(_:)`): no action runs, and as no
//   state changes, no body runs. `submitScope(false)` does not block: "Location" submits (Apple, the
//   `isBlocking` parameter: "whether this scope is actively blocking submission triggers").
// - The body reads none of the strings, only `published` (rules §3.5): one body per submission that publishes.
// - ObsREPL differs (checked with `obsrepl run`): it accepts `submitScope` and ignores it, so `:submit "Tags"`
//   publishes too (an extra "publish 'Hike' tagged [trail] at ''" and body, and the counts run one higher). Kept
//   as written: Apple's page says the scope blocks the trigger, and rules §15.10 says nothing against it
//   (the corpus' MODIFIERS.md lists `submitScope` as behaviour, "missing").
import SwiftUI

struct NewPostForm: View {
    @State private var title = ""
    @State private var tags = ""
    @State private var location = ""
    @State private var published = 0

    var body: some View {
        let _ = print("NewPostForm body: published \(published)")
        Form {
            TextField("Title", text: $title)
            TextField("Tags", text: $tags)
                .submitScope()
            TextField("Location", text: $location)
                .submitScope(false)
        }
        .onSubmit {
            guard !title.isEmpty else { return }
            published += 1
            print("publish '\(title)' tagged [\(tags)] at '\(location)'")
        }
    }
}

:mount NewPostForm()
// expect: NewPostForm body: published 0
:type "Hike" into "Title"
:type "trail" into "Tags"
:submit "Tags"
:submit "Title"
// expect: publish 'Hike' tagged [trail] at ''
// expect: NewPostForm body: published 1
:type "Alps" into "Location"
:submit "Location"
// expect: publish 'Hike' tagged [trail] at 'Alps'
// expect: NewPostForm body: published 2
