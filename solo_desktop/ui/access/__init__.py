"""The table for people who do not see the screen (issue 21): cards and actions in words
(`words`), a synchronised accessible panel of the table (`table_panel`), announcements of every
public event to screen readers (`announcer`) and the app's own speech, off unless asked
(`speech`). All of it reads the match through a `TableController` only."""
