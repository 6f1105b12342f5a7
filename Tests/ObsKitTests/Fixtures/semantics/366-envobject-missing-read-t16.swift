// rules §14, T16: reading a missing @EnvironmentObject is a fatal error with SwiftUI's message.
import SwiftUI

final class Settings: ObservableObject {
    @Published var theme = "dark"
}

struct Reader: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        let _ = print("Reader body")
        Text(settings.theme)
    }
}

:mount Reader()
print("not reached")

// expect: Reader body
// expect-error: No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view.
