// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-26q9z (an @AppStorage of a RawRepresentable enum with Int raw values reads and writes an integer user default, with the given case as the default)
import SwiftUI

enum SortOrder: Int {
    case name
    case date
    case size
}

struct FileBrowser: View {
    @AppStorage("sortOrder") private var order = SortOrder.name

    var body: some View {
        VStack {
            Button("Sort by size") { order = .size }
            Button("Show") {
                print("order \(order), stored \(UserDefaults.standard.integer(forKey: "sortOrder"))")
            }
        }
    }
}

:mount FileBrowser()
:tap "Show"
:tap "Sort by size"
:tap "Show"
// expect: order name, stored 0
// expect: order size, stored 2
