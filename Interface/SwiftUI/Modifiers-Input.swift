// Keyboard and text-input modifiers: keyboardType (UIKeyboardType), textInputAutocapitalization,
// the deprecated autocapitalization, autocorrectionDisabled/disableAutocorrection, submitLabel,
// textContentType (a minimal UITextContentType), scrollDismissesKeyboard.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let countryName = UITextContentType(rawValue: "countryName")
}

public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let send = SubmitLabel()
    public static let join = SubmitLabel()
    public static let route = SubmitLabel()
    public static let search = SubmitLabel()
    public static let `return` = SubmitLabel()
    public static let next = SubmitLabel()
    public static let `continue` = SubmitLabel()
}

public enum ScrollDismissesKeyboardMode: Sendable {
    case automatic, immediately, interactively, never
}

extension View {
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
