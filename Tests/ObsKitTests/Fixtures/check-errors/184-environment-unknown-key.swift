// Check error: @Environment with a key path that EnvironmentValues does not have
import SwiftUI

struct ThemedLabel: View {
    @Environment(\.accentTheme) private var theme

    var body: some View {
        Text("Hello")
    }
}
// expect-error: no exact matches in call to initializer
