// A child reports a title upward with a PreferenceKey; the container reads it with onPreferenceChange and shows it; expected output by the SwiftUI rules (Apple: PreferenceKey, preference(key:value:), onPreferenceChange(_:perform:) runs when the reduced value changes, which includes the first value differing from defaultValue)
import SwiftUI

struct ScreenTitleKey: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty {
            value = next
        }
    }
}

extension View {
    func screenTitle(_ title: String) -> some View {
        preference(key: ScreenTitleKey.self, value: title)
    }
}

struct PagedContainer: View {
    @State private var title = ""
    @State private var page = 1

    var body: some View {
        VStack {
            Text(title)
                .font(.headline)
            if page == 1 {
                Text("Welcome")
                    .screenTitle("Start")
            } else {
                Text("Details")
                    .screenTitle("More")
            }
            Button("Switch page") {
                page = page == 1 ? 2 : 1
            }
        }
        .onPreferenceChange(ScreenTitleKey.self) { value in
            print("title -> \(value)")
            title = value
        }
    }
}

:mount PagedContainer()
:tap "Switch page"
:tap "Switch page"

// expect: title -> Start
// expect: title -> More
// expect: title -> Start
