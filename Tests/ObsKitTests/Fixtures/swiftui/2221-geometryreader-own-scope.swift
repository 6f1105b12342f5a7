// Issue 13 (B), GeometryReader: its content closure is escaping and runs in its own attribute, after the
// owner's body, with the proxy of the space it was given. Reads of an @Observable model inside it are the
// content's dependencies, not the owner's: a change re-runs the content only.
// Source: https://developer.apple.com/documentation/swiftui/geometryreader (init(content:) takes an
// @escaping builder). Rules §8 (GeometryReader content has its own scope), §12.
// Assumed: the content runs once per update (the window's size is known at the first layout).
import SwiftUI

@Observable final class Upload {
    var fraction = 0.0
}

struct UploadBar: View {
    @State private var upload = Upload()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            GeometryReader { proxy in
                let _ = print("bar content, fraction", upload.fraction)
                Rectangle()
                    .frame(width: proxy.size.width * upload.fraction)
            }
            .frame(height: 8)
            Button("Advance") { upload.fraction += 0.25 }
        }
    }
}

:mount UploadBar()
:tap "Advance"
:tap "Advance"

// expect: UploadBar: @self, @identity, _upload changed.
// expect: bar content, fraction 0.0
// expect: bar content, fraction 0.25
// expect: bar content, fraction 0.5
