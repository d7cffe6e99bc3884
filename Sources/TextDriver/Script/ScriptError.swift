import TextUI

/// A script line that cannot run: its number and what is wrong with it.
public typealias ScriptError = TextLineError
