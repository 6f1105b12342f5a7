// Check error: @Environment with a key path SwiftUI does not have
import SwiftUI

struct ThemedLabel: View {
    @Environment(\.themeColor) var themeColor

    var body: some View {
        Text("Hello")
            .foregroundStyle(themeColor)
    }
}

:mount ThemedLabel()
// expect-error: no exact matches in call to initializer
