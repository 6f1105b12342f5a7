// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/working-with-hierarchical-codable-data (Moonshot's warm-up: a JSON string with a nested object decoded into a User struct that holds an Address struct, inside a Button's action)
// Codable synthesizes nested decoding: `User` has an `address: Address` property and Address is Codable, so
// JSONDecoder reads the inner object into it (Apple: JSONDecoder.decode(_:from:)). Keys missing from a struct are
// ignored; a missing required key is an error (`DecodingError.keyNotFound`), which `try?` turns into nil. The action
// changes no state, so no body runs after the taps.
// - "Decode JSON" prints the nested values; "Decode broken JSON" reports the failure.
import SwiftUI
import Foundation

struct User: Codable {
    let name: String
    let address: Address
}

struct Address: Codable {
    let street: String
    let city: String
}

struct DecodingDemo: View {
    var body: some View {
        let _ = print("body ran")
        VStack {
            Button("Decode JSON") {
                let input = """
                {
                    "name": "Taylor Swift",
                    "address": {
                        "street": "555, Taylor Swift Avenue",
                        "city": "Nashville"
                    },
                    "ignored": true
                }
                """

                let data = Data(input.utf8)

                if let user = try? JSONDecoder().decode(User.self, from: data) {
                    print(user.address.street)
                    print("\(user.name) lives in \(user.address.city)")
                }
            }

            Button("Decode broken JSON") {
                let input = """
                {"name": "Taylor Swift", "address": {"street": "555, Taylor Swift Avenue"}}
                """

                do {
                    let user = try JSONDecoder().decode(User.self, from: Data(input.utf8))
                    print("decoded \(user.name)")
                } catch DecodingError.keyNotFound(let key, _) {
                    print("missing key: \(key.stringValue)")
                } catch {
                    print("other error")
                }
            }
        }
    }
}

:mount DecodingDemo()
// expect: body ran
:tap "Decode JSON"
// expect: 555, Taylor Swift Avenue
// expect: Taylor Swift lives in Nashville
:tap "Decode broken JSON"
// expect: missing key: city
