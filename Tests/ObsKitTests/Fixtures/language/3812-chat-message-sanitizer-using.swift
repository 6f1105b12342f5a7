// App code style: a chat message sanitizer using replacingOccurrences with options and ranges
import Foundation

let message = "Hey TEAM, the Deploy is at 5pm. team: please deploy carefully!   Thanks  "
let step1 = message.replacingOccurrences(of: "team", with: "crew", options: .caseInsensitive)
print("[\(step1)]")
let step2 = step1.replacingOccurrences(of: "deploy", with: "release")
print("[\(step2)]")
let step3 = step2.replacingOccurrences(of: " +", with: " ", options: .regularExpression)
    .trimmingCharacters(in: .whitespaces)
print("[\(step3)]")

let template = "Dear {name}, your order {order} ships on {date}. Thanks, {name}!"
let values = ["name": "Priya", "order": "#A-1009", "date": "June 3"]
var filled = template
for key in values.keys.sorted() {
    filled = filled.replacingOccurrences(of: "{\(key)}", with: values[key]!)
}
print(filled)

let banned = ["darn", "heck"]
var chat = "Darn it, what the HECK is this darned bug?"
for word in banned {
    chat = chat.replacingOccurrences(of: word, with: String(repeating: "*", count: word.count), options: .caseInsensitive)
}
print(chat)

let phone = "555.010.9988"
print(phone.replacingOccurrences(of: ".", with: "-"))
let cardNumber = "4111111111111111"
let masked = cardNumber.replacingOccurrences(of: "\\d(?=\\d{4})", with: "•", options: .regularExpression)
print("card:", masked)

let csvLine = "a,b,c,d"
let firstComma = csvLine.range(of: ",")!
let onlyAfterFirst = csvLine.replacingOccurrences(of: ",", with: ";", options: [], range: firstComma.upperBound..<csvLine.endIndex)
print("after first:", onlyAfterFirst)
let path = "/Users/me//docs///file.txt"
print(path.replacingOccurrences(of: "/+", with: "/", options: .regularExpression))
print("unchanged:", "nothing here".replacingOccurrences(of: "xyz", with: "abc"))
let snake = "userProfileImageURL".replacingOccurrences(of: "([a-z])([A-Z])", with: "$1_$2", options: .regularExpression).lowercased()
print("snake:", snake)
// expect: [Hey crew, the Deploy is at 5pm. crew: please deploy carefully!   Thanks  ]
// expect: [Hey crew, the Deploy is at 5pm. crew: please release carefully!   Thanks  ]
// expect: [Hey crew, the Deploy is at 5pm. crew: please release carefully! Thanks]
// expect: Dear Priya, your order #A-1009 ships on June 3. Thanks, Priya!
// expect: **** it, what the **** is this ****ed bug?
// expect: 555-010-9988
// expect: card: ••••••••••••1111
// expect: after first: a,b;c;d
// expect: /Users/me/docs/file.txt
// expect: unchanged: nothing here
// expect: snake: user_profile_image_url
